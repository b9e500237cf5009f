// Test of listConversationMessages: the conversation sendChatMessage started holds the message it
// stored. (A Portman content test cannot say this: in an array lookup, `data[*].id`, it compares
// with the text "{{chatMessageId}}", not the variable's value.)
pm.test('[GET]::/api/messages/:conversationId - holds the message sendChatMessage stored', function () {
  const ids = pm.response.json().data.map((message) => message.id);
  pm.expect(ids).to.include(pm.collectionVariables.get('chatMessageId'));
});
