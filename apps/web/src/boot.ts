import './styles.css'

// The page's entry: the stylesheet, and the app once the page can show something. The lobby arrives
// prerendered, so it should paint before the app's code is downloaded and run; on a slow phone that code
// would otherwise hold the first paint back by seconds. A page that arrives empty starts the app at once.
const startApp = () => import('./main.tsx')

if (document.getElementById('root')?.hasChildNodes()) {
  // A timeout set inside an animation frame runs after that frame has been painted.
  requestAnimationFrame(() => setTimeout(startApp, 0))
} else {
  void startApp()
}
