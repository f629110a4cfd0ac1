package com.wellnessportal.app;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
