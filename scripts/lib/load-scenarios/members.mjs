// The demo members bench:load acts as (README: Brands and demo accounts), each signed in from its own
// address so the sign-ins stay under the per-address limit.
export const DEMO_PASSWORD = 'wellness-demo-2026';
export const BRANDS = ['swift', 'oakmore', 'attentive', 'incent', 'evergreen'];
const MEMBER_ACCOUNTS = ['member', 'new', 'who5'];

export const hostOf = (brand) => `${brand}.localhost`;

/** JSON request headers for a signed-in member. */
export function memberHeaders(member, extra = {}) {
  return { host: member.host, authorization: `Bearer ${member.token}`, 'x-forwarded-for': member.address, ...extra };
}

export async function signInMembers(client, sql) {
  const members = [];
  let index = 0;
  for (const brand of BRANDS) {
    for (const account of MEMBER_ACCOUNTS) {
      index += 1;
      const email = `${account}@${brand}.test`;
      const address = `10.1.0.${index}`;
      const answer = await client.request({
        method: 'POST',
        path: '/api/auth/login',
        headers: { host: hostOf(brand), 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ email, password: DEMO_PASSWORD }),
      });
      if (answer.status !== 200) throw new Error(`Signing in ${email}: ${answer.status} ${answer.body}`);
      const [row] = await sql`
        select a.id from accounts a join tenants t on t.id = a.tenant_id where t.key = ${brand} and a.email = ${email}`;
      members.push({
        email,
        brand,
        host: hostOf(brand),
        address,
        token: JSON.parse(answer.body).access_token,
        id: row.id,
      });
    }
  }
  return members;
}
