export const scenarioSupport = { applySetup() {} };
