import {describe, expect, it} from 'vitest';
import {ToolMissingError, runTool} from './process.ts';

describe('runTool', () => {
  it('resolves with the exit code and the end of stderr, passing stderr on as it comes', async () => {
    const seen: string[] = [];
    const result = await runTool('sh', ['-c', 'echo progress 50 >&2; echo done >&2; exit 3'], {
      onStderr: (chunk) => seen.push(chunk.toString()),
    });
    expect(result).toEqual({code: 3, stderr: 'progress 50\ndone\n', timedOut: false});
    expect(seen.join('')).toBe('progress 50\ndone\n');
  });

  it('gives the tool only the environment it is handed', async () => {
    let stdout = '';
    await runTool('/bin/sh', ['-c', 'echo "$NADA_PROBE:${HOME:-none}"'], {
      env: {NADA_PROBE: 'clean', PATH: '/usr/bin:/bin'},
      onStdout: (chunk) => (stdout += chunk.toString()),
    });
    expect(stdout).toBe('clean:none\n');
  });

  it('kills a tool that runs past its time and says so', async () => {
    const result = await runTool('sleep', ['30'], {timeoutMs: 50});
    expect(result.timedOut).toBe(true);
    expect(result.code).toBeNull();
  });

  it('rejects with the abort reason and kills the tool', async () => {
    const controller = new AbortController();
    const running = runTool('sleep', ['30'], {signal: controller.signal});
    controller.abort(new Error('canceled by the user'));
    await expect(running).rejects.toThrow('canceled by the user');
  });

  it('names a binary that cannot be started', async () => {
    await expect(runTool('/nonexistent/tool', [])).rejects.toBeInstanceOf(ToolMissingError);
  });

  it('writes stdin for the tool and reads its stdout', async () => {
    let stdout = '';
    const result = await runTool('cat', [], {
      writeStdin: async (stdin) => void stdin.write('la la la'),
      onStdout: (chunk) => (stdout += chunk.toString()),
    });
    expect(result.code).toBe(0);
    expect(stdout).toBe('la la la');
  });
});
