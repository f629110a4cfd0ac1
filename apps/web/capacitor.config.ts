import type { CapacitorConfig } from '@capacitor/cli';
import { isBrandKey, getBrand } from '@portal/contracts/brands';

// A native build fixes its brand when it is built (VITE_BRAND), as the web build reads it.
const brandKey = process.env.VITE_BRAND;
const appName = brandKey && isBrandKey(brandKey) ? getBrand(brandKey).title : 'Wellness Portal';

const config: CapacitorConfig = {
  appId: 'com.wellnessportal.app',
  appName,
  webDir: 'dist',
  plugins: {
    PushNotifications: { presentationOptions: ['badge', 'sound', 'alert'] },
  },
};

export default config;
