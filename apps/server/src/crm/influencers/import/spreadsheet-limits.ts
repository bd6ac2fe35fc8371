// What a spreadsheet upload may cost to read. The parse worker's heap limit is the last line;
// these come first, because V8 cannot always stop one huge allocation cleanly (a single
// array or string past the limit aborts the whole process, not only the worker).

const MB = 1024 * 1024;

/** Unpacked size above which a file is refused, counted while inflating (a zip bomb guard). */
export const MAX_UNPACKED_BYTES = 256 * MB;
/** xl/sharedStrings.xml unpacked: its strings are all held at once. */
export const MAX_SHARED_STRINGS_BYTES = 64 * MB;
/** Entries in xl/sharedStrings.xml; each becomes one slot of one array. */
export const MAX_SHARED_STRINGS = 1_000_000;
/** Small xlsx parts (workbook, relationships). */
export const MAX_SMALL_PART_BYTES = 8 * MB;
/**
 * Text read whole into one string: a CSV, an .xls file, an .ods content.xml. A 10,000-row
 * sheet is a few MB in any of them.
 */
export const MAX_TEXT_BYTES = 32 * MB;
/**
 * Longest stretch of an XML part between two `<`: one cell's text or one tag. Excel holds
 * at most 32,767 characters in a cell; this keeps any single string small.
 */
export const MAX_XML_RUN_BYTES = 2 * MB;
/** Non-empty cells of the data rows (and, before parsing, an upper bound of them). */
export const MAX_CELLS = 2_000_000;
/** Columns read per row. */
export const MAX_COLUMNS = 200;
