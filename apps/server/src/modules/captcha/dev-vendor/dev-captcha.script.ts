/**
 * The development vendor's widget script, served as /dev-captcha/api.js?api=<global>&vendor=<vendor>.
 * It offers what the vendors' invisible widgets offer (render, execute, reset under the vendor's global,
 * the onload callback) and behaves like them on screen: execute shows the challenge in a frame over the
 * page; a click beside it hides the challenge without calling back, as reCAPTCHA and hCaptcha do.
 */
export const DEV_CAPTCHA_API_SCRIPT = `(function () {
  'use strict';
  var script = document.currentScript;
  var url = new URL(script.src);
  var api = url.searchParams.get('api');
  var vendor = url.searchParams.get('vendor');
  var base = url.pathname.replace(/\\/api\\.js$/, '');
  var widgets = [];

  function close(widget) {
    if (widget.layer) widget.layer.remove();
    widget.layer = null;
  }

  window[api] = {
    render: function (_container, options) {
      widgets.push({ options: options || {}, layer: null });
      return widgets.length - 1;
    },
    execute: function (id) {
      var widget = widgets[id];
      close(widget);
      var layer = document.createElement('div');
      layer.setAttribute('data-dev-captcha', vendor);
      layer.style.cssText = 'position:fixed;inset:0;z-index:2147483000;visibility:visible';
      var backdrop = document.createElement('div');
      backdrop.style.cssText = 'position:absolute;inset:0;background:rgba(0,0,0,.35)';
      backdrop.addEventListener('click', function () { layer.style.visibility = 'hidden'; });
      var frame = document.createElement('iframe');
      frame.title = 'Development captcha challenge';
      frame.src = base + '/challenge?' + new URLSearchParams({ vendor: vendor, widget: String(id), hl: url.searchParams.get('hl') || 'en' });
      frame.style.cssText = 'position:absolute;left:50%;top:50%;transform:translate(-50%,-50%);width:320px;height:240px;border:0;border-radius:12px;background:#fff';
      layer.append(backdrop, frame);
      document.body.append(layer);
      widget.layer = layer;
    },
    reset: function (id) {
      if (widgets[id]) close(widgets[id]);
    },
  };

  window.addEventListener('message', function (event) {
    var data = event.data;
    if (event.origin !== location.origin || !data || data.devCaptcha !== vendor) return;
    var widget = widgets[data.widget];
    if (!widget) return;
    var callback = data.token ? widget.options.callback : widget.options['error-callback'];
    if (typeof callback === 'function') callback(data.token);
    close(widget);
  });

  var onload = url.searchParams.get('onload');
  if (onload && typeof window[onload] === 'function') window[onload]();
})();
`;

/** The challenge frame's script (a file, as the Content-Security-Policy allows no inline script). */
export const DEV_CAPTCHA_CHALLENGE_SCRIPT = `(function () {
  'use strict';
  var params = new URLSearchParams(location.search);
  var vendor = params.get('vendor');
  var widget = Number(params.get('widget'));
  function answer(data) {
    parent.postMessage(Object.assign({ devCaptcha: vendor, widget: widget }, data), location.origin);
  }
  document.getElementById('pass').addEventListener('click', function () {
    fetch(location.pathname.replace(/\\/challenge$/, '/solve'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ vendor: vendor }),
    })
      .then(function (response) { return response.json(); })
      .then(function (body) { answer({ token: body.token }); })
      .catch(function () { answer({ error: true }); });
  });
  document.getElementById('fail').addEventListener('click', function () { answer({ error: true }); });
})();
`;
