# One image for the API (which also serves both front ends) and the workers.
FROM node:24.21.0-bookworm AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY libs/domain/package.json libs/domain/
COPY libs/contracts/package.json libs/contracts/
COPY libs/infrastructure/package.json libs/infrastructure/
COPY libs/workflows/package.json libs/workflows/
COPY libs/web/package.json libs/web/
RUN npm ci --no-audit --no-fund
COPY . .
# .git stays out of the image: the commit the front ends and /cms/_version.json carry comes in
# as a build argument (docker build --build-arg BK_COMMIT_ID=$(git rev-parse --short HEAD) .).
ARG BK_COMMIT_ID=unknown
ENV BK_COMMIT_ID=${BK_COMMIT_ID}
RUN npx tsc -b tsconfig.json \
  && npx vite build -c apps/portal/vite.config.ts \
  && npx vite build -c apps/portal/vite.config.ts --ssr src/entry-server.tsx \
  && npx vite build -c apps/console/vite.config.ts \
  && npm prune --omit=dev

FROM node:24.21.0-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0
COPY --from=build /app /app
EXPOSE 8080
CMD ["node", "apps/api/dist/main.js"]
