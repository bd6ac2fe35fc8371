import { INFLUENCER_IMPORT_COLUMNS } from '@app/contract';
import ExcelJS from 'exceljs';

const HELP: Array<[string, string]> = [
  [
    'Channel URL',
    'Required. YouTube (/@handle, /channel/UC..., /c/, /user/, a video link) or Twitch (twitch.tv/login). Several links in one cell: separate with spaces, commas or new lines; extra "YouTube" or "Twitch" columns work too.',
  ],
  ['Media name', 'The name the creator is known by. Empty: the channel handle, then its title.'],
  ['First name, Last name', 'Optional.'],
  ['Email', 'Optional; must be a valid address.'],
  ['Country', 'Optional two-letter code, e.g. US, DE.'],
  ['Language', 'Optional code, e.g. en, pt-BR.'],
  ['Tags, Audiences', 'Optional; separate with commas.'],
  ['Notes', 'Optional.'],
  ['Rating', 'Optional whole number 0 to 5.'],
  ['', ''],
  [
    'Rules',
    'The first row holds the headers (any order, any case). A row whose channel is already known merges into that creator. Rows that fail are listed with their row number and reason.',
  ],
  [
    'Example row',
    'Row 2 of the Influencers sheet is an example (example@example.com): replace it or delete it. Left in, it is imported like any other row.',
  ],
  ['File types', 'Save as .xlsx, .xls, .ods or .csv (UTF-8; comma, semicolon or tab separated).'],
];

/** Row 2 of the template: obviously an example, imported like any row if left in. */
export const TEMPLATE_EXAMPLE_ROW: Record<(typeof INFLUENCER_IMPORT_COLUMNS)[number], string> = {
  'Channel URL': 'https://www.youtube.com/@ExampleCreator',
  'Media name': 'Example Creator',
  'First name': 'Alex',
  'Last name': 'Example',
  Email: 'example@example.com',
  Country: 'US',
  Language: 'en',
  Tags: 'example',
  Audiences: '',
  Notes: 'Example row: replace or delete it',
  Rating: '',
};

/**
 * influencers-template.xlsx: the headers and one example row on the first sheet, help on
 * the second.
 */
export async function influencerImportTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'CreatorHub';
  const sheet = workbook.addWorksheet('Influencers');
  sheet.addRow([...INFLUENCER_IMPORT_COLUMNS]);
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(INFLUENCER_IMPORT_COLUMNS.map((column) => TEMPLATE_EXAMPLE_ROW[column]));
  sheet.getRow(2).font = { italic: true, color: { argb: 'FF637381' } };
  sheet.columns.forEach((column, index) => {
    column.width = index === 0 ? 45 : 18;
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  const help = workbook.addWorksheet('Help');
  help.addRow(['Column', 'What to put in it']);
  help.getRow(1).font = { bold: true };
  for (const row of HELP) help.addRow(row);
  help.getColumn(1).width = 24;
  help.getColumn(2).width = 110;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
