// Results as a file or the clipboard: CSV and JSON carry plain,
// language-independent numbers; the text copy is written for people.

// A spreadsheet must not read a cell as a formula: units come from the host.
function csvCell(value) {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** rows: [[quantity, value, unit]] */
export const toCsv = (rows) => ['quantity,value,unit', ...rows.map((row) => row.map(csvCell).join(','))].join('\r\n') + '\r\n';

export const toJson = (data) => JSON.stringify(data, null, 2) + '\n';

/** Saves `text` as a file through a temporary link. */
export function download(name, type, text) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Resolves to true when the clipboard took the text. */
export async function copy(text) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
