import './styles.css'

// The page's entry: the stylesheet, and the app once the page can show something. The lobby arrives
// prerendered, so it should paint before the app's code is downloaded and run; on a slow phone that code
// would otherwise hold the first paint back by seconds. A page that arrives empty starts the app at once.
// React is a chunk of its own (vite.config.ts), asked for first: it is run on its own as soon as it arrives,
// and the rest of the app in a task of its own after it, so a slow phone is not held up by one long task.
const startApp = () => {
  void import('react-dom/client')
  return import('./main.tsx')
}

function afterFirstPaint(start: () => void) {
  // The paint entry is recorded once the frame is on screen; a page opened in a background tab paints, and
  // so starts, when it is shown.
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return
      observer.disconnect()
      start()
    })
    observer.observe({ type: 'paint', buffered: true })
    return
  }
  // Without paint timing: a timeout set inside an animation frame runs after that frame.
  requestAnimationFrame(() => setTimeout(start, 0))
}

if (document.getElementById('root')?.hasChildNodes()) afterFirstPaint(startApp)
else void startApp()
