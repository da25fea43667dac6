/** Error codes of the works routes (beyond server/http/errors.ts). */
export const WorksErrorCode = {
  /** A guest account asked for a server folder. */
  guest: 40301,
  /** The work's name has words the moderation lists refuse (docs/moderation.md); the msg names them. */
  nameRefused: 40013,
  /** No such work (or it was deleted). */
  notFound: 40410,
  /** No such picture in the user's folder. */
  pictureNotFound: 40411,
  /** A document refers to pictures the user has not uploaded (upload them first: /workpictureput). */
  picturesMissing: 40910,
  /** The account's works storage would exceed its quota (413). */
  storageFull: 41310,
} as const;
