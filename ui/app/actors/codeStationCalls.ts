import type { CodeBlockVersionView, TestRunResult } from '../../../services/contracts/rest/codeStation';
import type { CodeWritingInput, WrittenCode } from '../../../services/contracts/rest/codeWriting';

type Through = { signal?: AbortSignal };
type Block = { companyId: string; functionId: string };

/** The Code Station editor: a company's code blocks, their versions, and test runs in the sandbox. */
export type CodeStationCalls = {
  listCodeBlocks(input: { companyId: string }, options?: Through): Promise<Array<{ functionId: string; functionName: string }>>;
  openCodeBlockVersion(input: Block & { version?: string }, options?: Through): Promise<CodeBlockVersionView>;
  createCodeBlock(input: { companyId: string; functionName: string; code: string; parameters: string[] }, options?: Through): Promise<CodeBlockVersionView>;
  saveCodeBlockVersion(input: Block & { code: string; parameters: string[] }, options?: Through): Promise<CodeBlockVersionView>;
  renameCodeBlock(input: Block & { functionName: string }, options?: Through): Promise<CodeBlockVersionView>;
  deleteCodeBlock(input: Block, options?: Through): Promise<unknown>;
  writeCode(input: CodeWritingInput & { companyId: string }, options?: Through): Promise<WrittenCode>;
  runCodeTest(input: { companyId: string; functionId?: string; code: string; parameters: Record<string, string> }, options?: Through): Promise<TestRunResult>;
};
