// What the rest of the product uses of cpu/: other folders import from here, never its files.
export {
  dedicateCpuPoolToGrading,
  gradePdfsOffLoop,
  limitCpuTasksPerUser,
  pagePngOffLoop,
  parsesAsPdfOffLoop,
  readMarkSchemeOffLoop,
  refuseWhenCpuShareFull,
  renderReportPdfOffLoop,
  startCpuPool,
  textPdfOffLoop,
  weakAreasPdfOffLoop,
} from './pool.js';
