# Sphinx 5.3 (Debian 12). The theme is alabaster unless the build passes
# -D html_theme=furo (or sphinx_rtd_theme); the README's route is the same
# for each: dist/embed/ in _static/dp-scaling-calculator/, the module in html_js_files, the line
# against layout shift in a stylesheet of html_css_files.
project = 'Scaling notes'
html_theme = 'alabaster'
html_static_path = ['_static']
html_js_files = [('dp-scaling-calculator/dp-scaling-calculator.js', {'type': 'module'})]
html_css_files = ['no-layout-shift.css']

