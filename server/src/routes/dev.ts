import type { FastifyPluginAsync } from 'fastify';

const plugin: FastifyPluginAsync = async () => {
  // routes follow
};

export default plugin;
