import { useCallback, useEffect, useMemo, useState } from 'react';
import { useAppNavigator } from '../../../app/navigation/navigatorContext.tsx';
import { useAppDispatch, useAppSelector } from '../../../app/store/hooks.ts';
import { toastShown } from '../../../app/toast/toastSlice.ts';
import { workKinds, type WorkKind, type WorkRecord } from '../../../services/worksDb/index.ts';
import { strings } from '../../../shared/strings.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { EmptyState } from '../../../shared/ui/EmptyState.tsx';
import { Spinner } from '../../../shared/ui/Spinner.tsx';
import { editorHrefFor } from '../editor/address.ts';
import { readLastSession } from '../editor/lastSession.ts';
import { worksRuntime } from '../runtime.ts';
import { selectWorksSync, worksSyncRequested } from '../worksSlice.ts';
import { ActionSheet, type WorkAction } from './ActionSheet.tsx';
import { RenameDialog } from './RenameDialog.tsx';
import { UndoBar } from './UndoBar.tsx';
import { useFolder } from './useFolder.ts';
import { useWorksActions } from './useWorksActions.ts';
import { WorkCard } from './WorkCard.tsx';
import { SyncLine } from './SyncLine.tsx';
import './works.css';

/** The works tab (/pages/works/works): the current identity's works by kind, with the actions on them. */
export function WorksPage() {
  const t = strings.works.list;
  const navigator = useAppNavigator();
  const dispatch = useAppDispatch();
  const folder = useFolder();
  const sync = useAppSelector(selectWorksSync);
  const actions = useWorksActions();
  const [kind, setKind] = useState<WorkKind>('logo');
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [menuFor, setMenuFor] = useState<WorkRecord | null>(null);
  const [renaming, setRenaming] = useState<WorkRecord | null>(null);
  const [restore, setRestore] = useState<WorkRecord | null>(null);
  const [now] = useState(() => Date.now());

  useEffect(() => {
    dispatch(worksSyncRequested());
  }, [dispatch]);

  const records = useMemo(() => (folder.status === 'ready' ? folder.records : []), [folder]);
  const shown = useMemo(() => records.filter((record) => record.kind === kind), [records, kind]);

  useEffect(() => {
    let live = true;
    void readLastSession(worksRuntime().repo).then((last) => {
      if (live) setRestore(last && !last.clean ? (records.find((record) => record.id === last.id) ?? null) : null);
    });
    return () => {
      live = false;
    };
  }, [records]);

  const open = useCallback(
    (record: WorkRecord) => {
      if (record.kind === 'qr') navigator.go('/pages/qrcodeEdit/qrcodeEdit', { query: { workId: record.id } });
      else if (record.kind === 'card') navigator.go('/pages/cardDesign/cardDesign', { query: { workId: record.id } });
      else if (record.kind !== 'logo') dispatch(toastShown(t.cannotOpen));
      else navigator.go(editorHrefFor(record.id));
    },
    [dispatch, navigator, t.cannotOpen],
  );
  const toggle = useCallback((record: WorkRecord) => {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(record.id)) next.delete(record.id);
      else next.add(record.id);
      return next;
    });
  }, []);
  const endSelecting = () => {
    setSelecting(false);
    setSelected(new Set());
  };
  const chosen = shown.filter((record) => selected.has(record.id));

  const pick = (record: WorkRecord, action: WorkAction) => {
    setMenuFor(null);
    if (action === 'rename') setRenaming(record);
    else if (action === 'duplicate') void actions.duplicate(record);
    else if (action === 'delete') void actions.remove([record]);
    else if (action === 'zip') void actions.downloadZip([record]);
    else if (action === 'share') void actions.shareImage(record);
    else void actions.downloadImage(record, action);
  };

  return (
    <div className="works">
      <div className="works-toolbar">
        <button type="button" className="works-search" data-testid="works-search-button" onClick={() => navigator.go('/pages/works/search')}>
          {t.search}
        </button>
        <label className="works-tool" data-testid="works-import">
          {t.import}
          <input
            type="file"
            accept=".zip,.json,application/zip,application/json"
            hidden
            data-testid="works-import-input"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void actions.importFile(file);
            }}
          />
        </label>
        <button type="button" className="works-tool" data-testid="works-select-toggle" onClick={() => (selecting ? endSelecting() : setSelecting(true))}>
          {selecting ? t.cancelSelect : t.select}
        </button>
      </div>

      <SyncLine sync={sync} signedIn={folder.status === 'ready' && folder.signedIn} />

      {restore ? (
        <div className="works-banner" data-testid="works-restore-banner">
          <span>{t.restoreBanner(restore.name)}</span>
          <button type="button" className="works-banner__action" data-testid="works-restore-open" onClick={() => open(restore)}>
            {t.restoreOpen}
          </button>
        </div>
      ) : null}

      <div className="works-sections" role="tablist" aria-label={t.sectionsLabel}>
        {workKinds.map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={kind === k}
            className={`works-section${kind === k ? ' works-section--active' : ''}`}
            data-testid={`works-section-${k}`}
            onClick={() => {
              setKind(k);
              setSelected(new Set());
            }}
          >
            {strings.works.kinds[k]} {records.filter((record) => record.kind === k).length}
          </button>
        ))}
      </div>

      {folder.status === 'loading' ? <Spinner label={strings.common.loading} /> : null}
      {folder.status === 'error' ? (
        <p className="works-error" role="alert" data-testid="works-error">
          {folder.message}
        </p>
      ) : null}
      {folder.status === 'ready' && shown.length === 0 ? (
        <div data-testid="works-empty">
          <EmptyState icon={<span className="works-empty-icon">✎</span>} title={records.length === 0 ? t.empty : t.emptySection(strings.works.kinds[kind])} body={t.emptyHint}>
            <Button onClick={() => navigator.go('/pages/create/create')} testId="works-create">
              {t.create}
            </Button>
          </EmptyState>
        </div>
      ) : null}
      {shown.length > 0 ? (
        <ul className="works-grid" data-testid="works-grid">
          {shown.map((record) => (
            <WorkCard
              key={record.id}
              record={record}
              now={now}
              signedIn={folder.status === 'ready' && folder.signedIn}
              selecting={selecting}
              selected={selected.has(record.id)}
              onOpen={open}
              onToggle={toggle}
              onMenu={setMenuFor}
            />
          ))}
        </ul>
      ) : null}

      {selecting ? (
        <div className="works-selectbar" data-testid="works-selectbar">
          <button type="button" className="works-tool" data-testid="works-select-all" onClick={() => setSelected(new Set(shown.map((record) => record.id)))}>
            {t.selectAll}
          </button>
          <span data-testid="works-selected-count">{t.selectedCount(chosen.length)}</span>
          <button type="button" className="works-tool" disabled={chosen.length === 0} data-testid="works-bulk-export" onClick={() => void actions.downloadZip(chosen)}>
            {t.exportZip}
          </button>
          <button
            type="button"
            className="works-tool works-tool--danger"
            disabled={chosen.length === 0}
            data-testid="works-bulk-delete"
            onClick={() => {
              void actions.remove(chosen);
              endSelecting();
            }}
          >
            {t.delete}
          </button>
        </div>
      ) : null}

      {actions.progress !== null ? (
        <div className="works-progress" role="status" data-testid="works-progress">
          {strings.works.export.progress(actions.progress)}
        </div>
      ) : null}
      {actions.undo ? <UndoBar offer={actions.undo} windowMs={actions.undoWindowMs} onUndo={actions.undoDelete} onDone={actions.dismissUndo} /> : null}
      {menuFor ? <ActionSheet record={menuFor} onPick={(action) => pick(menuFor, action)} onClose={() => setMenuFor(null)} /> : null}
      {renaming ? (
        <RenameDialog
          initial={renaming.name}
          onCancel={() => setRenaming(null)}
          onConfirm={(name) => {
            void actions.rename(renaming, name);
            setRenaming(null);
          }}
        />
      ) : null}
    </div>
  );
}
