#!/usr/bin/env python3
"""Drives `loupe preview`'s page in headless Chromium and reports what it saw, as JSON.

Speaks the DevTools protocol over --remote-debugging-pipe (file descriptors 3 and 4), so it needs
nothing beyond Python's standard library. Used by CanvasBrowserTests, which starts a canvas server
over a temporary package whose one preview draws the text of a watched file:

    canvas_check.py CHROMIUM URL FILE SCREENSHOT

It checks, each step waiting at most 20 s: the page draws; a saved edit of FILE changes the picture
without a reload; a build error shows with its file and line while the picture stays; fixing it
clears the error; the scrubber changes the entry; a second tab draws too.
"""
import json, os, subprocess, sys, tempfile, time, base64

class Browser:
    def __init__(self, chromium):
        to_browser_r, to_browser_w = os.pipe()
        from_browser_r, from_browser_w = os.pipe()
        def child():
            # Chromium reads commands on fd 3 and writes answers on fd 4.
            a, b = os.dup(to_browser_r), os.dup(from_browser_w)
            os.dup2(a, 3); os.dup2(b, 4)
        self.profile = tempfile.mkdtemp(prefix='loupe-canvas-chromium-')
        self.process = subprocess.Popen(
            [chromium, '--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--remote-debugging-pipe',
             '--user-data-dir=' + self.profile, '--window-size=1400,1000', 'about:blank'],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            close_fds=False, preexec_fn=child)
        os.close(to_browser_r); os.close(from_browser_w)
        self.write, self.read = to_browser_w, from_browser_r
        self.buffer, self.next_id = b'', 0

    def call(self, method, params=None, session=None):
        self.next_id += 1
        message = {'id': self.next_id, 'method': method, 'params': params or {}}
        if session: message['sessionId'] = session
        os.write(self.write, json.dumps(message).encode() + b'\0')
        while True:
            while b'\0' not in self.buffer:
                chunk = os.read(self.read, 1 << 20)
                if not chunk: raise RuntimeError('Chromium closed the pipe')
                self.buffer += chunk
            raw, self.buffer = self.buffer.split(b'\0', 1)
            answer = json.loads(raw)
            if answer.get('id') == self.next_id:
                if 'error' in answer: raise RuntimeError(f"{method}: {answer['error']}")
                return answer.get('result', {})

    def open(self, url):
        target = self.call('Target.createTarget', {'url': url})['targetId']
        return self.call('Target.attachToTarget', {'targetId': target, 'flatten': True})['sessionId']

    def evaluate(self, session, expression):
        result = self.call('Runtime.evaluate', {'expression': expression, 'returnByValue': True, 'awaitPromise': True}, session)
        if 'exceptionDetails' in result: raise RuntimeError(f"{expression}: {result['exceptionDetails']}")
        return result['result'].get('value')

    def wait(self, session, expression, what, seconds=20):
        deadline = time.time() + seconds
        while time.time() < deadline:
            value = self.evaluate(session, expression)
            if value: return value
            time.sleep(0.1)
        raise TimeoutError(f'{what}: not within {seconds} s ({expression})')

    def close(self):
        try: self.call('Browser.close')
        except Exception: pass
        self.process.wait(timeout=20)

FIRST = "(() => { const i = document.querySelector('figure[data-state=ready] img'); return i && i.dataset.digest; })()"

def main():
    chromium, url, path, screenshot = sys.argv[1:5]
    report = {}
    browser = Browser(chromium)
    try:
        tab = browser.open(url)
        first = browser.wait(tab, FIRST, 'the first picture')
        report['drawn'] = browser.evaluate(tab, "document.querySelectorAll('figure[data-state=ready]').length")
        report['generation'] = browser.evaluate(tab, 'document.body.dataset.generation')
        browser.evaluate(tab, 'window.loupeMark = 1')   # gone if the page reloads

        with open(path, 'w') as f: f.write('Edited')
        edited = browser.wait(tab, f"(() => {{ const d = {FIRST}; return d && d !== '{first}' && d; }})()", 'the picture after a save')
        report['changedAfterSave'] = edited != first
        report['reloaded'] = not browser.evaluate(tab, 'window.loupeMark === 1')

        with open(path, 'w') as f: f.write('#error broken')
        report['error'] = browser.wait(tab, "document.body.dataset.build === 'failed' && !document.getElementById('errors').hidden && document.querySelector('#errors .diagnostic').textContent", 'the build error')
        report['pictureKeptOnError'] = browser.evaluate(tab, FIRST) == edited

        with open(path, 'w') as f: f.write('Fixed')
        browser.wait(tab, "document.body.dataset.build === 'ok' && document.getElementById('errors').hidden", 'the error going away')
        fixed = browser.wait(tab, f"(() => {{ const d = {FIRST}; return d && d !== '{edited}' && d; }})()", 'the picture after the fix')

        before = browser.evaluate(tab, "document.querySelector('.entry').textContent")
        browser.evaluate(tab, "(() => { const r = document.querySelector('.scrubber input'); r.value = +r.value + 1; r.dispatchEvent(new Event('input')); })()")
        scrubbed = browser.wait(tab, f"(() => {{ const d = {FIRST}; return d && d !== '{fixed}' && d; }})()", 'the picture of the next entry')
        report['entryLabels'] = [before, browser.evaluate(tab, "document.querySelector('.entry').textContent")]
        report['scrubbed'] = scrubbed != fixed

        second = browser.open(url)
        report['secondTab'] = bool(browser.wait(second, FIRST, 'the second tab'))
        report['console'] = browser.evaluate(tab, 'window.loupeErrors || []')
        shot = browser.call('Page.captureScreenshot', {'format': 'png'}, tab)
        with open(screenshot, 'wb') as f: f.write(base64.b64decode(shot['data']))
    except Exception as error:
        report['failure'] = str(error)
    finally:
        browser.close()
    print(json.dumps(report))

if __name__ == '__main__':
    main()
