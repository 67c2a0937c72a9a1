-- The LTI provider (ltijs) keeps the tool's keys now, one pair a platform, in its own tables (made by its
-- Sequelize setup: platforms, publickeys, privatekeys, accesstokens, idtokens, contexttokens, nonces, states,
-- platformStatuses). Platforms read them from the tool's key set URL, so the single tool key is no longer used.
DROP TABLE lti_tool_keys;
