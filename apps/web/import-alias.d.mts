export interface WebImportAlias {
  /** The specifier's first segment, `#web`. */
  find: string;
  /** The absolute folder it stands for. */
  replacement: string;
}

export function webImportAliases(): WebImportAlias[];
