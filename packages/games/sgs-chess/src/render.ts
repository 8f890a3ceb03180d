export function renderText(_view: any, _lang: 'zh' | 'en'): string {
  return '';
}
