import { MAX_CELLS } from './spreadsheet-limits.ts';

export type SheetRow = { row: number; cells: string[] };
export type Sheet = { headerRow: number; headers: string[]; rows: SheetRow[] };

/** Why a file is refused; the main thread turns it into the user's message. */
export type RefusalReason =
  | 'empty'
  | 'notSpreadsheet'
  | 'unreadable'
  | 'tooLarge'
  | 'tooManyRows'
  | 'csvNotUtf8';

/** A refusal raised while reading a file (in the parse worker, without the contract). */
export class SheetRefusal extends Error {
  override name = 'SheetRefusal';
  readonly reason: RefusalReason;
  constructor(reason: RefusalReason) {
    super(reason);
    this.reason = reason;
  }
}

/**
 * Takes a sheet's rows in order: the first non-empty row is the header, blank rows are
 * dropped. Refuses past maxRows data rows ("too many rows") or MAX_CELLS non-empty cells.
 */
export class SheetCollector {
  private headers: string[] | null = null;
  private headerRow = 0;
  private readonly rows: SheetRow[] = [];
  private cells = 0;
  private readonly maxRows: number;

  constructor(maxRows: number) {
    this.maxRows = maxRows;
  }

  add(row: number, raw: string[]): void {
    // A workbook cell may hold U+0000 (_x0000_ in the XML), which PostgreSQL text and jsonb
    // cannot store: it was a 500 at the upload. An invisible character, so it is dropped.
    const cells = raw.map((cell) =>
      cell.includes('\u0000') ? cell.replaceAll('\u0000', '') : cell,
    );
    let filled = 0;
    for (const cell of cells) if (cell !== '') filled++;
    if (filled === 0) return;
    if (!this.headers) {
      this.headers = cells;
      this.headerRow = row;
      return;
    }
    if (this.rows.length >= this.maxRows) throw new SheetRefusal('tooManyRows');
    this.cells += filled;
    if (this.cells > MAX_CELLS) throw new SheetRefusal('tooLarge');
    this.rows.push({ row, cells });
  }

  sheet(): Sheet {
    return { headerRow: this.headerRow, headers: this.headers ?? [], rows: this.rows };
  }
}

/**
 * A linked cell's text: the link's target, unless the cell shows a link itself or the
 * target is not a web address (a "Channel URL" cell may show other text than its link).
 */
export function linkedText(text: string, target: string): string {
  return /^(https?:\/\/|www\.|youtu|twitch)/i.test(text) || !target.startsWith('http')
    ? text || target
    : target;
}
