/** The spec's PDF export settings (section 9): A4 portrait, 0.5 inch margins, JPEG quality 0.98, scale 2. */
export const PDF_OPTIONS = {
  margin: 0.5,
  image: { type: 'jpeg', quality: 0.98 },
  html2canvas: { scale: 2, useCORS: true },
  jsPDF: { unit: 'in', format: 'a4', orientation: 'portrait' },
} as const;

/** Renders an element to a PDF and downloads it. The library loads only when someone asks for a PDF. */
export async function downloadPdf(element: HTMLElement, fileName: string): Promise<void> {
  const { default: html2pdf } = await import('html2pdf.js');
  await html2pdf()
    .set({ ...PDF_OPTIONS, filename: fileName, image: { ...PDF_OPTIONS.image }, jsPDF: { ...PDF_OPTIONS.jsPDF } })
    .from(element)
    .save();
}

/** Prints only the given element (the print stylesheet hides the rest while the body has this class). */
export function printOnly(): void {
  document.body.classList.add('printing-applicant');
  const done = () => {
    document.body.classList.remove('printing-applicant');
    window.removeEventListener('afterprint', done);
  };
  window.addEventListener('afterprint', done);
  window.print();
  // Some browsers block in print() and never fire afterprint; the class must not stay.
  setTimeout(done, 1000);
}
