import { AwsV4Signer } from 'aws4fetch';
import { describe, expect, it } from 'vitest';
import { EMPTY_PAYLOAD_HASH, s3Signer, sha256Hex } from './s3-signing';

/** The example credentials of AWS's documentation. */
const S3_EXAMPLE = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
};

describe('s3Signer', () => {
  it('matches the S3 documentation: GET Object with a Range header', async () => {
    const signer = s3Signer(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: { Range: 'bytes=0-9' },
        payloadHash: EMPTY_PAYLOAD_HASH,
        datetime: '20130524T000000Z',
      },
      S3_EXAMPLE,
    );
    const canonicalRequest = await signer.canonicalString();
    expect(canonicalRequest).toBe(
      [
        'GET',
        '/test.txt',
        '',
        'host:examplebucket.s3.amazonaws.com',
        'range:bytes=0-9',
        `x-amz-content-sha256:${EMPTY_PAYLOAD_HASH}`,
        'x-amz-date:20130524T000000Z',
        '',
        'host;range;x-amz-content-sha256;x-amz-date',
        EMPTY_PAYLOAD_HASH,
      ].join('\n'),
    );
    expect(sha256Hex(canonicalRequest)).toBe('7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972');
    expect(await signer.signature()).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
    const { headers } = await signer.sign();
    expect(headers.get('authorization')).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers.get('x-amz-date')).toBe('20130524T000000Z');
    expect(headers.get('x-amz-content-sha256')).toBe(EMPTY_PAYLOAD_HASH);
  });

  it('matches the S3 documentation: PUT Object with a body and an encoded key', async () => {
    const body = 'Welcome to Amazon S3.';
    const payloadHash = sha256Hex(body);
    expect(payloadHash).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072');
    const signer = s3Signer(
      {
        method: 'PUT',
        url: new URL('https://examplebucket.s3.amazonaws.com/test$file.text'),
        headers: { Date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
        payloadHash,
        datetime: '20130524T000000Z',
      },
      S3_EXAMPLE,
    );
    expect((await signer.canonicalString()).split('\n')[1]).toBe('/test%24file.text');
    expect(await signer.signature()).toBe('98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd');
  });

  it("matches AWS's SigV4 test suite: get-vanilla (the library itself, any service)", async () => {
    const signer = new AwsV4Signer({
      method: 'GET',
      url: 'https://example.amazonaws.com/',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
      region: 'us-east-1',
      service: 'service',
      datetime: '20150830T123600Z',
    });
    expect(await signer.signature()).toBe('5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31');
  });

  it('signs every header it sends, content-type too, dated now when no date is given', async () => {
    const before = Date.now();
    const { headers } = await s3Signer(
      {
        method: 'PUT',
        url: new URL('http://minio:9000/portal-media/swift/shared/cover'),
        headers: { 'content-type': 'application/octet-stream' },
        payloadHash: sha256Hex('x'),
      },
      S3_EXAMPLE,
    ).sign();
    expect(headers.get('authorization')).toContain('SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date, ');
    const amzDate = headers.get('x-amz-date') ?? '';
    expect(amzDate).toMatch(/^\d{8}T\d{6}Z$/);
    const sent = Date.parse(amzDate.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z'));
    expect(sent).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(sent).toBeLessThanOrEqual(Date.now());
  });
});
