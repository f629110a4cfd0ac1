/**
 * A software authenticator for server tests: makes ES256 passkeys with node:crypto and answers WebAuthn
 * ceremonies as a browser and a platform authenticator would (`none` attestation, CBOR as the
 * specification lays it out), so the server's real verification runs on every test.
 */
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';
import type {
  TPasskeyAuthenticationResponse,
  TPasskeyCreationOptions,
  TPasskeyRegistrationResponse,
  TPasskeyRequestOptions,
} from '@portal/contracts/passkeys';

export interface SoftwarePasskey {
  /** base64url, as the server stores it. */
  credentialId: string;
  rpId: string;
  /** The user handle the server gave at registration (base64url). */
  userHandle: string;
  privateKey: KeyObject;
  counter: number;
}

const FLAGS = { userPresent: 0x01, userVerified: 0x04, backupEligible: 0x08, backedUp: 0x10, attested: 0x40 };

function sha256(data: Uint8Array | string): Buffer {
  return createHash('sha256').update(data).digest();
}

function counterBytes(counter: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
}

function clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string): string {
  return isoBase64URL.fromUTF8String(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

/** The P-256 public key as a COSE key (kty EC2, alg ES256, crv P-256, x, y). */
function coseKeyOf(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  const cose = new Map<number, number | Uint8Array>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, isoBase64URL.toBuffer(String(jwk.x))],
    [-3, isoBase64URL.toBuffer(String(jwk.y))],
  ]);
  return isoCBOR.encode(cose);
}

export interface CeremonyOptions {
  /** The page's origin the browser reports (`http://swift.localhost`). */
  origin: string;
  /** Whether the member's fingerprint or PIN was checked; true unless said otherwise. */
  userVerified?: boolean;
  /** The host whose hash the authenticator signs; the passkey's own unless a test forges another. */
  rpId?: string;
  /** Signs this challenge instead of the options' (a replay of an earlier one). */
  challenge?: string;
}

/** Creates a passkey for `options` (as `startRegistration` would): the answer to send, and the key to keep. */
export function createPasskey(
  options: TPasskeyCreationOptions,
  ceremony: CeremonyOptions,
): { passkey: SoftwarePasskey; response: TPasskeyRegistrationResponse } {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const credentialId = randomBytes(32);
  const rpId = ceremony.rpId ?? options.rp.id ?? new URL(ceremony.origin).hostname;
  const flags =
    FLAGS.userPresent |
    (ceremony.userVerified === false ? 0 : FLAGS.userVerified) |
    FLAGS.backupEligible |
    FLAGS.backedUp |
    FLAGS.attested;
  const idLength = Buffer.alloc(2);
  idLength.writeUInt16BE(credentialId.length);
  const authData = Buffer.concat([
    sha256(rpId),
    Buffer.from([flags]),
    counterBytes(0),
    Buffer.alloc(16), // the AAGUID: none, as `none` attestation has it
    idLength,
    credentialId,
    coseKeyOf(publicKey),
  ]);
  const attestationObject = isoCBOR.encode(
    new Map<string, string | Uint8Array | Map<string, string>>([
      ['fmt', 'none'],
      ['attStmt', new Map<string, string>()],
      ['authData', new Uint8Array(authData)],
    ]),
  );
  const id = isoBase64URL.fromBuffer(credentialId);
  return {
    passkey: { credentialId: id, rpId, userHandle: options.user.id, privateKey, counter: 0 },
    response: {
      id,
      rawId: id,
      type: 'public-key',
      response: {
        clientDataJSON: clientData('webauthn.create', ceremony.challenge ?? options.challenge, ceremony.origin),
        attestationObject: isoBase64URL.fromBuffer(attestationObject),
        transports: ['internal', 'hybrid'],
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: { credProps: { rk: true } },
    },
  };
}

/** Signs `options`' challenge with the passkey (as `startAuthentication` would); its counter moves on. */
export function signWithPasskey(
  passkey: SoftwarePasskey,
  options: TPasskeyRequestOptions,
  ceremony: CeremonyOptions,
): TPasskeyAuthenticationResponse {
  passkey.counter += 1;
  const flags =
    FLAGS.userPresent |
    (ceremony.userVerified === false ? 0 : FLAGS.userVerified) |
    FLAGS.backupEligible |
    FLAGS.backedUp;
  const authData = Buffer.concat([
    sha256(ceremony.rpId ?? passkey.rpId),
    Buffer.from([flags]),
    counterBytes(passkey.counter),
  ]);
  const clientDataJSON = clientData('webauthn.get', ceremony.challenge ?? options.challenge, ceremony.origin);
  const signature = sign(
    'sha256',
    Buffer.concat([authData, sha256(isoBase64URL.toBuffer(clientDataJSON))]),
    passkey.privateKey,
  );
  return {
    id: passkey.credentialId,
    rawId: passkey.credentialId,
    type: 'public-key',
    response: {
      clientDataJSON,
      authenticatorData: isoBase64URL.fromBuffer(authData),
      signature: isoBase64URL.fromBuffer(signature),
      userHandle: passkey.userHandle,
    },
    authenticatorAttachment: 'platform',
    clientExtensionResults: {},
  };
}
