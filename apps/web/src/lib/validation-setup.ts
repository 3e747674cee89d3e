import { configureBrowserValidation } from '@sehat/core/validation/browser';

// Imported first by main.tsx, so it runs before any module builds a schema.
configureBrowserValidation();
