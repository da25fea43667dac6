import { describe, expect, it } from 'vitest';
import { createDocument, createLayer } from '../../../workers/core/model/index.ts';
import { createAppStorage, createMemoryBackend } from '../../services/storage/index.ts';
import { createMemoryWorksRepo } from '../../services/worksDb/index.ts';
import { staleThumbnails } from '../works/library/thumbRepair.ts';
import { identityFrom } from '../works/runtime.ts';
import { createChannelHub } from '../works/session/channel.ts';
import { saveSignatureWork } from './actions.ts';

function setup() {
  const repo = createMemoryWorksRepo([]);
  const storage = createAppStorage({ backend: createMemoryBackend() });
  const hub = createChannelHub();
  const heard: string[] = [];
  hub.channel('works-tab').subscribe((message) => heard.push(message.type));
  let ids = 0;
  const runtime = { repo, storage, channel: hub.channel('signature'), clock: { now: () => 1_000 }, newId: () => `s${(ids += 1)}`, identity: () => identityFrom(storage) };
  return { repo, runtime, heard };
}

function signature() {
  const doc = createDocument({ size: { width: 800, height: 300 }, backgroundId: 'bg' });
  doc.layers.push(createLayer('path', { x: 20, y: 20, width: 700, height: 200, text: 'M0 100 C 200 0, 400 200, 700 100', stroke: '#111111', fill: '', lineWidth: 6 }));
  return doc;
}

describe('saving a signature to works', () => {
  it('stores its thumbnail with the work, marked as drawn from this content, and tells the works tab', async () => {
    const { repo, runtime, heard } = setup();
    const thumb = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    const id = await saveSignatureWork(signature(), '张三丰', thumb, runtime);
    const record = repo.records.get(id);
    expect(record).toMatchObject({ kind: 'logo', name: '签名张三丰', thumb, thumbHash: record?.hash });
    // The works tab's repair leaves it alone (it would redraw it as a JPEG over white).
    expect(staleThumbnails([record!])).toEqual([]);
    expect(heard.filter((type) => type === 'listChanged').length).toBeGreaterThanOrEqual(2);
  });

  it('still saves when the thumbnail could not be drawn (the works tab draws one later)', async () => {
    const { repo, runtime } = setup();
    const id = await saveSignatureWork(signature(), '张三丰', null, runtime);
    const record = repo.records.get(id);
    expect(record).toMatchObject({ thumb: null });
    expect(staleThumbnails([record!]).map((r) => r.id)).toEqual([id]);
  });
});
