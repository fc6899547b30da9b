/** A download's Content-Disposition: an ASCII fallback name, and the Chinese name for browsers that read filename*. */
export const attachment = (fileName: string): string => `attachment; filename="import.xlsx"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
