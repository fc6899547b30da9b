import ExcelJS from 'exceljs';
import type { ApiClient } from './api-client';

/**
 * A call whose answer may be a file (an Excel template, an error file): its response and bytes.
 * A plain object body goes as JSON; FormData goes as multipart, with its own content type.
 */
export const binaryRequest = async (client: ApiClient, method: 'GET' | 'POST', path: string, body?: unknown) => {
  const multipart = body instanceof FormData;
  const response = await fetch(`${client.baseUrl}${path}`, {
    method,
    headers: { ...client.headers(), ...(body === undefined || multipart ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
  });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
};

/** The first sheet of a workbook as rows of cell texts. */
export const sheetRows = async (bytes: Buffer): Promise<string[][]> => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((value) => String(value ?? ''))));
  return rows;
};
