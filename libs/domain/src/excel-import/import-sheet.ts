/**
 * An Excel import's sheet as a declaration: its columns (header, note, width, whether required),
 * drop-down lists, and the columns its error file repeats. Row 1 holds the headers, row 2 the
 * notes, data starts on row 3; the row numbers an error file names are the sheet's own, as the
 * user sees them in Excel. The template, the reader and the error file are built from it.
 */
export type ImportColumn = {
  key: string;
  header: string;
  note: string;
  width: number;
  required: boolean;
  /** Kept as text in the template, so Excel does not turn an 18-digit code into a number. */
  asText?: boolean;
  /** A drop-down of these values in the template. */
  choices?: readonly string[];
};

export type ImportSheet = {
  sheetName: string;
  columns: readonly ImportColumn[];
  /** Columns repeated in the error file beside the row number and the reasons. */
  errorColumns: readonly string[];
};

export const IMPORT_FIRST_DATA_ROW = 3;

export type ImportCells = Partial<Record<string, string>>;

/** One data row's verdict: a value to import, or every reason it was refused. */
export type ImportRowVerdict<Value> = { ok: true; rowNumber: number; value: Value } | { ok: false; rowNumber: number; reasons: string[] };

/**
 * Refuses every later row whose key an earlier valid row of the file already holds: the file
 * itself must not ask for a duplicate. `what` names the key in the reason (统一社会信用代码).
 */
export const refuseRepeatedRows = <Value>(rows: readonly ImportRowVerdict<Value>[], keysOf: (value: Value) => readonly { key: string; what: string }[]): ImportRowVerdict<Value>[] => {
  const firstRowOf = new Map<string, number>();
  return rows.map((row) => {
    if (!row.ok) return row;
    const keys = keysOf(row.value);
    const reasons = keys.flatMap(({ key, what }) => (firstRowOf.has(key) ? [`${what}与第${firstRowOf.get(key)}行重复`] : []));
    if (reasons.length > 0) return { ok: false, rowNumber: row.rowNumber, reasons };
    for (const { key } of keys) firstRowOf.set(key, row.rowNumber);
    return row;
  });
};
