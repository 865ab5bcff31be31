/** The smallest `index.html` the page-head tests render meta into: a title, a description, the app root. */
export const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Dokkho</title>
    <meta name="description" content="Default description" />
  </head>
  <body><div id="root"></div></body>
</html>`;
