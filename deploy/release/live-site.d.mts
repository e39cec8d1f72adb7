export interface HistoryEntry {
  app: string;
  action: string;
  version?: string;
  from?: string;
  to?: string;
}
export declare function promotesInForce<T extends HistoryEntry>(history: T[], app: string): T[];
