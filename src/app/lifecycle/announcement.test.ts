import { describe, expect, it } from 'vitest';
import { locationInfoSchema, pickAnnouncement, productConfigSchema } from './announcement.ts';

const config = (notice: string, province: string) => productConfigSchema().parse({ notice, province });
const visitorIn = (province: string) => locationInfoSchema().parse({ province });

describe('start-up announcement (spec 1)', () => {
  it('shows a notice that names no province to everyone', () => {
    expect(pickAnnouncement(config('春节期间客服休息', ''), visitorIn('广东'))).toBe('春节期间客服休息');
  });

  it('shows a notice for the visitor\'s own province', () => {
    expect(pickAnnouncement(config('广东用户专享', '广东'), visitorIn('广东'))).toBe('广东用户专享');
  });

  it('hides a notice meant for another province', () => {
    expect(pickAnnouncement(config('广东用户专享', '广东'), visitorIn('浙江'))).toBeNull();
  });

  it('shows nothing when there is no notice', () => {
    expect(pickAnnouncement(config('', ''), visitorIn('广东'))).toBeNull();
    expect(pickAnnouncement(config('   ', '广东'), visitorIn('广东'))).toBeNull();
  });

  it('hides a province notice when the visitor\'s province is unknown', () => {
    expect(pickAnnouncement(config('广东用户专享', '广东'), null)).toBeNull();
    expect(pickAnnouncement(config('广东用户专享', '广东'), visitorIn(''))).toBeNull();
  });

  it('shows nothing when the config could not be fetched', () => {
    expect(pickAnnouncement(null, visitorIn('广东'))).toBeNull();
  });

  it('tolerates missing and null fields from the server', () => {
    expect(pickAnnouncement(productConfigSchema().parse({ notice: '维护通知', province: null }), locationInfoSchema().parse({}))).toBe('维护通知');
  });
});
