# Build the web app with the dev toolchain, run with production dependencies only.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build:web

FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund
COPY --from=build /app/web/dist web/dist
COPY src src
COPY projections projections
COPY tsconfig.json ./
RUN mkdir -p var && chown node:node var
USER node
EXPOSE 3000
ENTRYPOINT ["node", "--import", "tsx", "src/main.ts"]
CMD ["all"]
