export declare function runGate(input: {
  app: string;
  manifest: object;
  site: { shell: string };
  config?: object | null;
}): Promise<{ ok: boolean; problems: { kind: string; text: string }[]; report: string }>;
