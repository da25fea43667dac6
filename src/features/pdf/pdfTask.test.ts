import { describe, expect, it } from 'vitest';
import { addFiles } from './pickFiles.ts';
import { Code, waitForPdf, type TaskState } from './pdfTask.ts';

const task = { tasktag: 'p'.padEnd(33, '0'), tasktoken: 't' };

function fakeApi(replies: TaskState[]) {
  const calls: string[] = [];
  return {
    calls,
    api: {
      post: async <T>(name: string): Promise<T> => {
        calls.push(name);
        const reply = replies.shift();
        if (!reply) throw new Error('no more replies');
        return reply as T;
      },
    },
  };
}

describe('waitForPdf (spec: poll every second; 10000 or 19000 done; 19026 or 18000 failed)', () => {
  it('polls while 12000, sleeping a second between polls, and resolves with the page count', async () => {
    const { api, calls } = fakeApi([{ code: Code.processing }, { code: Code.processing }, { code: Code.ok, pages: 3 }]);
    const sleeps: number[] = [];
    await expect(waitForPdf(api, task, async (ms) => void sleeps.push(ms))).resolves.toBe(3);
    expect(calls).toEqual(['pdf/taskstate', 'pdf/taskstate', 'pdf/taskstate']);
    expect(sleeps).toEqual([1000, 1000]);
  });

  it('treats 19000 as done and rejects with the server message on 19026 and 18000', async () => {
    await expect(waitForPdf(fakeApi([{ code: Code.doneAlt, pages: 1 }]).api, task, async () => undefined)).resolves.toBe(1);
    await expect(waitForPdf(fakeApi([{ code: Code.failed, msg: 'SVG 含有脚本' }]).api, task, async () => undefined)).rejects.toThrow('SVG 含有脚本');
    await expect(waitForPdf(fakeApi([{ code: Code.cancelled, msg: '任务已取消' }]).api, task, async () => undefined)).rejects.toThrow('任务已取消');
  });
});

describe('addFiles', () => {
  const svg = (name: string, size = 10) => new File(['x'.repeat(size)], name, { type: name.endsWith('.svg') ? 'image/svg+xml' : 'image/png' });

  it('takes SVG files and refuses anything else with a Chinese message, keeping what was picked', () => {
    const first = addFiles([], [svg('a.svg'), svg('b.svg')]);
    expect(first).toMatchObject({ error: null });
    expect(first.files.map((f) => f.name)).toEqual(['a.svg', 'b.svg']);
    const refused = addFiles(first.files, [svg('c.png')]);
    expect(refused.error).toContain('不是 SVG 文件');
    expect(refused.files).toHaveLength(2);
  });

  it('caps the count at 20 files', () => {
    const many = addFiles([], Array.from({ length: 21 }, (_, i) => svg(`${i}.svg`)));
    expect(many.files).toHaveLength(20);
    expect(many.error).toContain('20');
  });
});
