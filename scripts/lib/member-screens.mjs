// The member screens `npm run bench` measures beside /login and Home: every screen a member opens on a
// phone. A screen behind a programme is measured on the brands whose navigation offers it; a record's
// screen (an article, a video, a condition) is the first one its list links to.

/** In the order the bench prints them. `path`: a fixed address; `from` + `link`: the first link on a list. */
export const MEMBER_SCREENS = [
  { name: 'articles', path: '/dashboard/articles' },
  { name: 'an article', from: '/dashboard/articles', link: /^\/dashboard\/articles\/[^/]+$/ },
  { name: 'videos', path: '/dashboard/videos' },
  { name: 'a video', from: '/dashboard/videos', link: /^\/dashboard\/videos\/[^/]+$/ },
  { name: 'profile', path: '/dashboard/profile' },
  { name: 'security', path: '/dashboard/profile/security' },
  { name: 'dependents', path: '/dashboard/dependent' },
  { name: 'rewards', path: '/dashboard/rewards' },
  // The demo's running challenge, from the list on the Rewards screen.
  { name: 'a challenge', from: '/dashboard/rewards', link: /^\/dashboard\/challenges\/[^/]+$/ },
  {
    name: 'clinic library',
    path: '/dashboard/mayo-clinic/diseases-and-conditions',
    offeredBy: '/dashboard/mayo-clinic',
  },
  {
    name: 'a condition',
    // The library opens on its search; a letter lists its conditions.
    from: '/dashboard/mayo-clinic/diseases-and-conditions?letter=A',
    link: /^\/dashboard\/mayo-clinic\/diseases-and-conditions\/[^/]+$/,
    offeredBy: '/dashboard/mayo-clinic',
  },
  // The one parameterised programme screen, through whichever of its programmes the brand offers.
  {
    name: 'a programme page',
    anyOf: ['/dashboard/corpcare', '/dashboard/ourrelationship', '/dashboard/vrsfreedom365', '/dashboard/ucm'],
  },
  { name: 'health scan', path: '/dashboard/attentive-health-scan', offeredBy: '/dashboard/attentive-health-scan' },
  { name: 'questionnaire', path: '/questionnaire' },
];

/**
 * The admin console's busiest screens, opened directly by the brand's admin: JavaScript, performance and
 * accessibility on one brand, as a member screen's performance is.
 */
export const CONSOLE_SCREENS = [
  { name: 'console members', path: '/admin/members' },
  { name: 'console engagement', path: '/admin/engagement' },
  { name: 'console rewards', path: '/admin/rewards' },
];

/** A screen is usable once the app's own heading is in the page and nothing in it still says it is loading. */
export function screenMilestone() {
  const main = document.getElementById('main-content');
  if (!main || main.closest('[data-first-paint]')) return false;
  const heading = main.querySelector('h1');
  if (!heading || heading.textContent.trim() === '') return false;
  return document.querySelector('[role="status"] .animate-spin, [aria-busy="true"]') === null;
}

/**
 * The address of each member screen the signed-in `page` can open on its brand (`page` is on a
 * dashboard screen): a screen behind a programme only when the navigation links to it.
 */
export async function findMemberScreens(page, origin, only) {
  /** The paths the page at `path` links to, once one matches `wanted` (a list fills after its heading). */
  const linksOn = async (path, wanted) => {
    await page.goto(`${origin}${path}`);
    await page.waitForFunction(screenMilestone, undefined, { timeout: 30_000 });
    if (wanted) {
      await page.waitForFunction(
        ({ source, flags }) =>
          [...document.querySelectorAll('#main-content a[href]')].some((a) =>
            new RegExp(source, flags).test(new URL(a.href).pathname),
          ),
        { source: wanted.source, flags: wanted.flags },
        { timeout: 30_000 },
      );
    }
    return page.evaluate(() =>
      [...document.querySelectorAll('#main-content a[href], nav a[href]')].map((a) => new URL(a.href).pathname),
    );
  };
  const navigation = new Set(await linksOn('/dashboard/home'));
  const found = [];
  for (const screen of MEMBER_SCREENS) {
    if (only && !only.includes(screen.name)) continue;
    if (screen.offeredBy && !navigation.has(screen.offeredBy)) continue;
    let path = screen.path;
    if (screen.anyOf) path = screen.anyOf.find((candidate) => navigation.has(candidate));
    if (screen.from) path = (await linksOn(screen.from, screen.link)).find((href) => screen.link.test(href));
    if (path) found.push({ name: screen.name, path });
  }
  return found;
}
