/**
 * AWS Signature Version 4 (header auth) for the four S3 object calls we make,
 * by aws4fetch's signer: one small, dependency-free file on Web Crypto rather
 * than signing by hand or an SDK of several megabytes. Tested against AWS's
 * published examples.
 */
import { createHash } from 'node:crypto';
import { AwsV4Signer } from 'aws4fetch';

export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export interface S3SignableRequest {
  method: string;
  url: URL;
  /** Header names in any case; every one is signed, `content-type` and `range` too. */
  headers: Record<string, string>;
  /** Hex SHA-256 of the body, sent and signed as `x-amz-content-sha256` (S3 checks the body against it). */
  payloadHash: string;
  /** `20130524T000000Z`; now when absent. Sent and signed as `x-amz-date`. */
  datetime?: string;
}

export const EMPTY_PAYLOAD_HASH = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/**
 * The signer for one S3 request; `await signer.sign()` gives the headers to
 * send, `authorization` among them. `host` is signed from the URL.
 */
export function s3Signer(request: S3SignableRequest, credentials: S3Credentials): AwsV4Signer {
  const headers = new Headers(request.headers);
  headers.set('x-amz-content-sha256', request.payloadHash);
  return new AwsV4Signer({
    method: request.method,
    url: request.url.toString(),
    headers,
    accessKeyId: credentials.accessKeyId,
    secretAccessKey: credentials.secretAccessKey,
    region: credentials.region,
    service: 's3',
    // aws4fetch leaves content-type and range unsigned by default; S3 accepts them signed, and signed
    // they cannot be changed on the way.
    allHeaders: true,
    ...(request.datetime ? { datetime: request.datetime } : {}),
  });
}
