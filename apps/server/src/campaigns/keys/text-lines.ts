import { redeemCodeMessages } from '@app/contract';
import { AppError } from '../../platform/index.ts';

/**
 * A .txt's lines in one streamed pass, one array per chunk (never the whole file). Refuses,
 * by content: NUL bytes (binary) and anything that is not UTF-8 (a fatal TextDecoder). A
 * leading BOM is dropped by the decoder; a CR before LF stays for the caller's trim.
 */
export async function* textLines(
  chunks: AsyncIterable<Uint8Array>,
  field = 'file',
): AsyncGenerator<string[]> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const decode = (bytes?: Uint8Array) => {
    try {
      return bytes ? decoder.decode(bytes, { stream: true }) : decoder.decode();
    } catch {
      throw AppError.field(field, redeemCodeMessages.notUtf8);
    }
  };
  let rest = '';
  for await (const chunk of chunks) {
    if (chunk.includes(0)) throw AppError.field(field, redeemCodeMessages.binaryFile);
    const lines = (rest + decode(chunk)).split('\n');
    rest = lines.pop() ?? '';
    if (lines.length > 0) yield lines;
  }
  rest += decode();
  if (rest.length > 0) yield [rest];
}
