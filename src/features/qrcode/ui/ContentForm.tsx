import { memo, type ReactNode } from 'react';
import { qrcodeStrings } from '../../../shared/strings/qrcode.ts';
import { QR_CONTENT_TYPES, type QrContent, type WifiSecurity } from '../payload.ts';

const t = qrcodeStrings.qrcode;
const f = t.fields;

/** Generous caps per field: the real limit is the code's capacity, checked after. */
const MAX = { short: 80, long: 1000 } as const;

function Field(props: { id: string; label: string; value: string; onChange: (value: string) => void; error: string | null; type?: string; long?: boolean; inputMode?: 'tel' | 'email' | 'url' | 'text' }) {
  const invalid = props.error !== null;
  const common = {
    id: `qr-${props.id}`,
    className: 'qr-input',
    value: props.value,
    'aria-invalid': invalid,
    'data-testid': `qr-field-${props.id}`,
    onChange: (e: { target: { value: string } }) => props.onChange(e.target.value),
  };
  return (
    <>
      <label className="qr-label" htmlFor={`qr-${props.id}`}>
        {props.label}
      </label>
      {props.long ? <textarea {...common} rows={3} maxLength={MAX.long} /> : <input {...common} type={props.type ?? 'text'} inputMode={props.inputMode} maxLength={MAX.short} />}
      {invalid ? (
        <p className="qr-problem" role="alert" data-testid="qr-field-error">
          {props.error}
        </p>
      ) : null}
    </>
  );
}

/** The content type chips and that type's fields; `error` is shown under the field it names. */
export const ContentForm = memo(function ContentForm({ content, onChange, error }: { content: QrContent; onChange: (c: QrContent) => void; error: { field: string; message: string } | null }) {
  const err = (field: string) => (error && error.field === field ? error.message : null);
  const set = (patch: Partial<QrContent>) => onChange({ ...content, ...patch });
  let fields: ReactNode;
  switch (content.type) {
    case 'text':
      fields = <Field id="text" label={f.text} value={content.text} long error={err('text')} onChange={(text) => set({ text })} />;
      break;
    case 'url':
      fields = <Field id="url" label={f.url} value={content.url} inputMode="url" error={err('url')} onChange={(url) => set({ url })} />;
      break;
    case 'vcard': {
      const v = content.vcard;
      const put = (key: keyof typeof v) => (value: string) => set({ vcard: { ...v, [key]: value } });
      fields = (
        <>
          <Field id="vcard.name" label={f.name} value={v.name} error={err('vcard.name')} onChange={put('name')} />
          <Field id="vcard.title" label={f.title} value={v.title} error={null} onChange={put('title')} />
          <Field id="vcard.company" label={f.company} value={v.company} error={null} onChange={put('company')} />
          <Field id="vcard.phone" label={f.phone} value={v.phone} inputMode="tel" error={err('vcard.phone')} onChange={put('phone')} />
          <Field id="vcard.email" label={f.email} value={v.email} inputMode="email" error={err('vcard.email')} onChange={put('email')} />
          <Field id="vcard.address" label={f.address} value={v.address} error={null} onChange={put('address')} />
          <Field id="vcard.website" label={f.website} value={v.website} inputMode="url" error={null} onChange={put('website')} />
        </>
      );
      break;
    }
    case 'wifi': {
      const w = content.wifi;
      fields = (
        <>
          <Field id="wifi.ssid" label={f.ssid} value={w.ssid} error={err('wifi.ssid')} onChange={(ssid) => set({ wifi: { ...w, ssid } })} />
          <span className="qr-label">{f.security}</span>
          <div className="qr-chips">
            {(['WPA', 'WEP', 'nopass'] as WifiSecurity[]).map((s) => (
              <button key={s} type="button" className="qr-chip" aria-pressed={w.security === s} data-testid={`qr-wifi-${s}`} onClick={() => set({ wifi: { ...w, security: s } })}>
                {t.security[s]}
              </button>
            ))}
          </div>
          {w.security !== 'nopass' ? <Field id="wifi.password" label={f.password} value={w.password} error={err('wifi.password')} onChange={(password) => set({ wifi: { ...w, password } })} /> : null}
          <label className="qr-check">
            <input type="checkbox" checked={w.hidden} onChange={(e) => set({ wifi: { ...w, hidden: e.target.checked } })} />
            {f.hidden}
          </label>
        </>
      );
      break;
    }
    case 'phone':
      fields = <Field id="phone" label={f.phone} value={content.phone} type="tel" inputMode="tel" error={err('phone')} onChange={(phone) => set({ phone })} />;
      break;
    case 'sms':
      fields = (
        <>
          <Field id="sms.phone" label={f.phone} value={content.sms.phone} type="tel" inputMode="tel" error={err('sms.phone')} onChange={(phone) => set({ sms: { ...content.sms, phone } })} />
          <Field id="sms.message" label={f.message} value={content.sms.message} long error={null} onChange={(message) => set({ sms: { ...content.sms, message } })} />
        </>
      );
      break;
    case 'email':
      fields = (
        <>
          <Field id="email.to" label={f.to} value={content.email.to} type="email" inputMode="email" error={err('email.to')} onChange={(to) => set({ email: { ...content.email, to } })} />
          <Field id="email.subject" label={f.subject} value={content.email.subject} error={null} onChange={(subject) => set({ email: { ...content.email, subject } })} />
          <Field id="email.body" label={f.body} value={content.email.body} long error={null} onChange={(body) => set({ email: { ...content.email, body } })} />
        </>
      );
      break;
  }
  return (
    <section aria-label={t.sections.content}>
      <span className="qr-label">{t.sections.content}</span>
      <div className="qr-chips" role="group">
        {QR_CONTENT_TYPES.map((type) => (
          <button key={type} type="button" className="qr-chip" aria-pressed={content.type === type} data-testid={`qr-type-${type}`} onClick={() => set({ type })}>
            {t.types[type]}
          </button>
        ))}
      </div>
      {fields}
    </section>
  );
});
