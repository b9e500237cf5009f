// Pre-request script of getComparison. createComparison answers 202 and the report is written
// afterwards; read it (at most 30 s) until it ends, so this request, and the poll, share and chat
// requests after it, see a finished report. This request then runs and is tested as usual (its
// status must be `done`: a report still being written here fails the run).
const deadline = Date.now() + 30000;
function readUntilEnded() {
  pm.sendRequest(
    {
      url: pm.variables.replaceIn('{{baseUrl}}/api/comparisons/{{comparisonId}}'),
      method: 'GET',
      header: { Authorization: pm.variables.replaceIn('Bearer {{bearerToken}}') },
    },
    (error, response) => {
      const status = !error && response.code === 200 ? response.json().data.status : undefined;
      if ((status === 'queued' || status === 'writing') && Date.now() < deadline) setTimeout(readUntilEnded, 250);
    },
  );
}
readUntilEnded();
