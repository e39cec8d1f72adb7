export interface MeasuredRoute {
  label: string;
  /** gzip bytes of JavaScript until the route showed its content */
  render: number;
  renderFiles: number;
  /** gzip bytes once the first tap has brought in the overlays' code */
  total: number;
  byApp: Record<string, number>;
}
export interface SizeReportData {
  date: string;
  commit: string;
  budgets: Record<string, number>;
  runs: { lang: 'en' | 'hi'; routes: MeasuredRoute[] }[];
}
export declare const BUDGETS_KB: Record<string, number>;
export declare const SIZE_REPORT_FILE: string;
export declare function overBudget(route: MeasuredRoute, budgets?: Record<string, number>): boolean;
export declare function formatSizeReport(data: SizeReportData): string;
export declare function readSizeReportData(markdown: string): SizeReportData;
