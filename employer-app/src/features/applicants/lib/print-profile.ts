/**
 * Prints the open profile preview through the browser's own print window, where "Save as PDF" keeps a PDF with
 * real, selectable text in both scripts (the print stylesheet prints only the preview while it is open). The tab's
 * title is the file name the browser proposes, so it is the applicant's name while the window is open.
 */
export function printProfile(fileStem: string): void {
  const title = document.title;
  document.title = fileStem;
  const restore = () => {
    document.title = title;
    window.removeEventListener('afterprint', restore);
  };
  window.addEventListener('afterprint', restore);
  window.print();
}
