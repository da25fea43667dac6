/**
 * A picture for the code's centre, as a small PNG data URL (≤ 256 px): it travels inside
 * the saved work, so it must stay small. Decoding and scaling happen in createImageBitmap
 * (off the main thread in Chromium); only the 256 px encode runs here.
 */
export const LOGO_MAX_PX = 256;

export async function logoDataUrl(image: Blob): Promise<string> {
  const probe = await createImageBitmap(image);
  const ratio = Math.min(1, LOGO_MAX_PX / Math.max(probe.width, probe.height));
  const width = Math.max(1, Math.round(probe.width * ratio));
  const height = Math.max(1, Math.round(probe.height * ratio));
  probe.close();
  const bitmap = await createImageBitmap(image, { resizeWidth: width, resizeHeight: height, resizeQuality: 'high' });
  const canvas = new OffscreenCanvas(width, height);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
  bitmap.close();
  const png = await canvas.convertToBlob({ type: 'image/png' });
  return await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read'));
    reader.readAsDataURL(png);
  });
}
