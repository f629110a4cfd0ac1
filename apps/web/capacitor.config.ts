import type { CapacitorConfig } from '@capacitor/cli';
import { getNativeAppId } from '@portal/contracts/app-links';
import { getBrand, isBrandKey } from '@portal/contracts/brands';

/**
 * The native shell's configuration. A native build fixes its brand when it is built (`VITE_BRAND`, as the
 * web build reads it): application id `com.wellnessportal.<brand>` (`getNativeAppId`, which the server's
 * assetlinks.json and apple-app-site-association name too), the brand's title as the app's name, its theme
 * colour behind the status bar and the splash screen. Without `VITE_BRAND` it is a brand-neutral
 * development build (`com.wellnessportal.app`, no deep-link hosts) in the default brand's colours. `npm run mobile -- --brand=<key>` (scripts/mobile/) writes the rest of the
 * brand (icons, splash, deep-link hosts) into the android/ and ios/ projects.
 */
const brandKey = process.env.VITE_BRAND;
const brand = brandKey && isBrandKey(brandKey) ? getBrand(brandKey) : undefined;
if (brandKey && !brand) throw new Error(`VITE_BRAND="${brandKey}" is not a brand (packages/contracts/src/brands.ts).`);

const themeColor = (brand ?? getBrand('default')).themeColor;

const config: CapacitorConfig = {
  appId: brand ? getNativeAppId(brand.key) : 'com.wellnessportal.app',
  appName: brand ? brand.title : 'Wellness Portal',
  // The web app built for the shell (scripts/mobile/), apart from the build the server serves (dist/, no brand
  // fixed). Under a `dist` folder, so git, lint and the tests pass it by as every build output.
  webDir: 'native-web/dist',
  backgroundColor: '#ffffff',
  android: {
    // Android 15 draws apps edge to edge: the WebView keeps clear of the system bars rather than sit under them.
    adjustMarginsForEdgeToEdge: 'auto',
  },
  plugins: {
    SplashScreen: {
      // The app hides it once routing is ready (SplashScreen.hide()); until then it stays.
      launchAutoHide: false,
      backgroundColor: themeColor,
      androidScaleType: 'CENTER_CROP',
      showSpinner: false,
      splashFullScreen: false,
      splashImmersive: false,
    },
    StatusBar: {
      // Every brand's theme colour is dark enough for light text (the `DARK` style).
      style: 'DARK',
      backgroundColor: themeColor,
      overlaysWebView: false,
    },
    PushNotifications: { presentationOptions: ['badge', 'sound', 'alert'] },
  },
};

export default config;
