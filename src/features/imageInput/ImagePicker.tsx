import { useEffect, useRef, useState, type DragEvent } from 'react';
import { nativeBridge } from '../../services/bridge/index.ts';
import { strings } from '../../shared/strings.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { choosePhoto } from './choosePhoto.ts';

const t = strings.imageTools.picker;

function imagesOf(files: Iterable<File>): File[] {
  // Some systems give HEIC and camera files no type; the worker sniffs the bytes anyway.
  return [...files].filter((file) => file.type === '' || file.type.startsWith('image/'));
}

/**
 * Where a photo comes in: a tap opens the file chooser, a drop or a paste
 * anywhere on the page works too. Rejects non-images here; everything else
 * (size, pixels, corrupt data) is judged by the worker.
 */
export function ImagePicker({ onFiles, multiple = false, disabled = false, compact = false, onReject }: {
  onFiles: (files: File[]) => void;
  multiple?: boolean;
  disabled?: boolean;
  compact?: boolean;
  onReject: (message: string) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const accept = (files: Iterable<File>) => {
    const all = [...files];
    if (all.length === 0 || disabled) return;
    const images = imagesOf(all);
    if (images.length === 0) onReject(t.notImage);
    else onFiles(multiple ? images : images.slice(0, 1));
  };
  const acceptRef = useRef(accept);
  useEffect(() => {
    acceptRef.current = accept;
  });

  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const files = event.clipboardData?.files;
      if (files && files.length > 0) {
        event.preventDefault();
        acceptRef.current(files);
      }
    };
    window.addEventListener('paste', onPaste);
    return () => window.removeEventListener('paste', onPaste);
  }, []);

  const choose = async () => {
    const choice = await choosePhoto(nativeBridge(), () => input.current?.click());
    if ('error' in choice) onReject(choice.error);
    else if (choice.files.length > 0) acceptRef.current(choice.files);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    accept(event.dataTransfer.files);
  };

  const fileInput = (
    <input
      ref={input}
      type="file"
      accept="image/*,.heic,.heif"
      multiple={multiple}
      hidden
      data-testid="image-file-input"
      onChange={(event) => {
        accept(event.currentTarget.files ?? []);
        event.currentTarget.value = '';
      }}
    />
  );

  if (compact) {
    return (
      <>
        {fileInput}
        <Button variant="secondary" disabled={disabled} onClick={() => void choose()} testId="image-rechoose">
          {t.rechoose}
        </Button>
      </>
    );
  }

  return (
    <div
      className={`img-picker${over ? ' img-picker--over' : ''}`}
      data-testid="image-picker"
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      {fileInput}
      <p className="img-picker__hint">{t.hint}</p>
      <p className="img-picker__limits">{t.limits}</p>
      <Button disabled={disabled} onClick={() => void choose()} testId="image-choose">
        {t.choose}
      </Button>
    </div>
  );
}
