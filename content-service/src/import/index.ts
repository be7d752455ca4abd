export { importWxr, loadAcfFile, loadOptionsFile } from './import-wxr';
export { ImportError, type ImportLocation } from './import-error';
export { formatSummary } from './format-summary';
export type {
  AcfExport,
  AcfField,
  AcfFieldGroup,
  ImportOptions,
  ImportSummary,
  ProgressCallback,
} from './types';
