// What the rest of the product uses of pdf/: other folders import from here, never its files.
export { parsesAsPdf } from './parse.js';
export { renderReportPdf, type ReportBlock } from './report.js';
export { renderPagePng } from './page-image.js';
