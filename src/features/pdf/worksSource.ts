import { openWorkContent } from '../../../workers/core/works/rules/workContent.ts';
import { exportFileName } from '../../../workers/core/works/rules/fileName.ts';
import { strings } from '../../shared/strings.ts';
import { claimDownloads } from '../works/export/exportActions.ts';
import { renderWorkImage } from '../works/render/workRenderer.ts';
import { worksRuntime } from '../works/runtime.ts';

/**
 * The user's own logo works as PDF input: each is drawn as SVG by the works' render worker
 * (text as outlines, so the PDF needs no font for it). Adding a work counts as one download
 * under the daily limit the server keeps (docs/membership.md), as its SVG download would.
 */
export interface WorkChoice {
  id: string;
  name: string;
}

/** Side of the drawn SVG, as the works tab's downloads. */
const SIDE = 1000;

export async function listLogoWorks(): Promise<WorkChoice[]> {
  const runtime = worksRuntime();
  await runtime.recovered;
  const records = await runtime.repo.list(runtime.identity().owner);
  return records
    .filter((record) => record.kind === 'logo' && record.deletedAt === null)
    .sort((a, b) => b.updatedAt - a.updatedAt)
    .map((record) => ({ id: record.id, name: record.name }));
}

/** The work drawn as an SVG file; rejects with a Chinese message (daily limit, unreadable work). */
export async function workAsSvgFile(id: string): Promise<File> {
  const runtime = worksRuntime();
  const record = await runtime.repo.get(id);
  if (!record || record.deletedAt !== null) throw new Error(strings.pdf.workGone);
  const claim = await claimDownloads(runtime, [record]);
  if (!claim.ok) throw new Error(claim.message);
  const opened = openWorkContent(record.kind, record.content);
  if (!opened.ok) throw new Error(opened.message || strings.works.editor.corrupt);
  const blob = await renderWorkImage({ document: opened.document, format: 'svg', size: SIDE });
  return new File([blob], exportFileName(record.name, record.id, 'svg'), { type: 'image/svg+xml' });
}
