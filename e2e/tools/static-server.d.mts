import type { Server } from 'node:http';

export declare function cacheControlFor(filePath: string): string;
export declare function startStaticServer(options: {
  root: string;
  overlay?: string | undefined;
  port: number;
  spa?: boolean;
  cors?: boolean;
  host?: string;
  documentHeaders?: (pathname: string) => Record<string, string>;
}): Promise<Server>;
export declare function encodingFor(filePath: string, acceptEncoding?: string): 'br' | 'gzip' | null;
